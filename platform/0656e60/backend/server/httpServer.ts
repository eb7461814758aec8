import type { ErrorRequestHandler, Express, Request, RequestHandler, Response, Router } from 'express'
import express from 'express'
import cors from 'cors'
import compression from 'compression'
import { expressjwt } from 'express-jwt'
import bodyParser from 'body-parser'

import { API_STATUS_CODE } from '../utils/httpUtil'
import { APP_PUBLIC_DIR } from '../core/type'
import { getJwtSecretSync } from '../core/config'
import { OpenAPIAuthentication, OpenAPIExtra } from '../api/open'
import { API as ApiFile, OpenAPI as OpenApiFile } from '../api/file'
import { API as ApiEnv, OpenAPI as OpenApiEnv } from '../api/env'
import { API as ApiCron, InnerAPI as InnerApiCron, OpenAPI as OpenApiCron } from '../api/cron'
import { API as ApiMessage } from '../api/message'
import { API as ApiCaptcha } from '../api/captcha'
import { API as ApiExec, OpenAPI as OpenApiExec } from '../api/exec'
import { API as ApiUser, InnerAPI as InnerApiUser } from '../api/user'
import { API as ApiOpenApi, systemApi } from '../api/system'
import { API as ApiAlert } from '../api/alert'
import { API as ApiLog, InnerAPI as InnerApiLog } from '../api/log'
import { API as ApiConfig } from '../api/config'
import { API as ApiDaemon } from '../api/daemon'

function getToken(req: Request) {
  if (req.headers.authorization && req.headers.authorization.split(' ')[0] === 'Bearer') {
    return req.headers.authorization.split(' ')[1] as string
  }
  return undefined
}

export function createApiAuthentication(): RequestHandler {
  return expressjwt({
    secret: (_req, _token) => getJwtSecretSync(),
    algorithms: ['HS256'],
    credentialsRequired: true,
    getToken,
  }).unless({
    path: [
      '/api/system/health',
      '/api/user/auth',
      '/api/user/auth/twoFactor',
      '/api/captcha',
      /^\/api\/captcha\/.*/,
      /^\/api\/inner\/.*/,
    ],
  })
}

export function registerApp(apiAuthentication: RequestHandler) {
  const app: Express = express()

  // gzip压缩
  app.use(
    compression({
      level: 6,
      filter: shouldCompress,
    }),
  )

  function shouldCompress(req: Request, res: Response) {
    if (req.headers['x-no-compression']) {
      return false
    }
    // SSE 响应不可压缩
    if (res.getHeader('Content-Type') === 'text/event-stream') {
      return false
    }
    return compression.filter(req, res)
  }

  app.use(
    cors({
      origin: process.env.ALLOWED_ORIGINS?.split(',') || '*',
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      credentials: true,
    }),
  )
  app.use(
    bodyParser.json({
      limit: '50mb',
    }),
  )
  app.use(
    bodyParser.urlencoded({
      limit: '50mb',
      extended: true,
    }),
  )

  // 反爬虫策略
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain')
    res.send('User-agent: *\nDisallow: /')
  })
  app.use((req, res, next) => {
    const userAgent = req.headers['user-agent'] || ''
    const bots = ['Googlebot', 'Bingbot', 'Slurp', 'DuckDuckBot', 'Baiduspider', 'YandexBot']
    if (bots.some((bot) => userAgent.includes(bot))) {
      res.status(403).send('Access denied')
    }
    else {
      next()
    }
  })

  // 设置静态文件目录（前端）
  app.use(express.static(APP_PUBLIC_DIR))

  /**
   * OpenAPI
   */
  const openApiRouter: Router = express.Router()
  openApiRouter.use('/extra', OpenAPIExtra) // 编程接口
  openApiRouter.use('/file', OpenApiFile)
  openApiRouter.use('/env', OpenApiEnv)
  openApiRouter.use('/cron', OpenApiCron)
  openApiRouter.use('/exec', OpenApiExec)
  openApiRouter.use('/message', ApiMessage)
  openApiRouter.use('/alert', ApiAlert)
  app.use('/api/open', OpenAPIAuthentication, openApiRouter)
  const handleOpenApiSyntaxError: ErrorRequestHandler = (err, _req, res, next) => {
    if (err && err?.name === 'SyntaxError') {
      const { message, code } = API_STATUS_CODE.OPEN_API.SYNTAX_ERROR
      res.status(400).send(API_STATUS_CODE.fail(message, code))
    }
    next(err)
  }
  app.use('/api/open/*splat', handleOpenApiSyntaxError)
  app.use('/api/open/*splat', ((_req: Request, res: Response): any => {
    const { message, code } = API_STATUS_CODE.OPEN_API.NOT_FOUND
    return res.status(404).send(API_STATUS_CODE.fail(message, code))
  }) as RequestHandler)

  /**
   * API
   */
  const handleAuthenticationError: ErrorRequestHandler = (err, _req, res, next) => {
    if (err) {
      let type: 'NO_AUTH' | 'AUTH_FAIL' | 'SYNTAX_ERROR' | 'INTERNAL_ERROR'
      let statusCode: 401 | 403 | 400 | 500 | 200
      switch (err?.name) {
        case 'UnauthorizedError':
          if (err.message === 'No authorization token was found') {
            type = 'NO_AUTH'
            statusCode = 401
          }
          else {
            type = 'AUTH_FAIL'
            statusCode = 200
          }
          break
        case 'SyntaxError':
          type = 'SYNTAX_ERROR'
          statusCode = 400
          break
        default:
          type = 'INTERNAL_ERROR'
          statusCode = 500
          break
      }
      const { message, code } = API_STATUS_CODE.API[type]
      res.status(statusCode).send(API_STATUS_CODE.fail(message, code))
    }
    else {
      next()
    }
  }
  const apiRouter: Router = express.Router()
  apiRouter.use('/captcha', ApiCaptcha)
  apiRouter.use('/exec', ApiExec)
  apiRouter.use('/user', ApiUser)
  apiRouter.use('/file', ApiFile)
  apiRouter.use('/env', ApiEnv)
  apiRouter.use('/cron', ApiCron)
  apiRouter.use('/message', ApiMessage)
  apiRouter.use('/system', systemApi)
  apiRouter.use('/token', ApiOpenApi)
  apiRouter.use('/alert', ApiAlert)
  apiRouter.use('/log', ApiLog)
  apiRouter.use('/config', ApiConfig)
  apiRouter.use('/daemon', ApiDaemon)
  app.use('/api', apiAuthentication, handleAuthenticationError, apiRouter)

  /**
   * 内部 API（仅本地访问）
   */
  const innerIpWhitelist: RequestHandler = (req, res, next) => {
    const clientIp = req.socket.remoteAddress || ''
    const isLocalhost = clientIp === '127.0.0.1' || clientIp === '::1' || clientIp === '::ffff:127.0.0.1'
    if (isLocalhost) {
      next()
    }
    else {
      const { code } = API_STATUS_CODE.API.NO_AUTH
      res.status(403).send(API_STATUS_CODE.fail(`禁止访问：仅允许本地调用 (${clientIp})`, code))
    }
  }
  const innerRouter: Router = express.Router()
  innerRouter.use('/cron', InnerApiCron)
  innerRouter.use('/user', InnerApiUser)
  innerRouter.use('/log', InnerApiLog)
  app.use('/api/inner', innerIpWhitelist, innerRouter)

  /**
   * 未匹配的路由
   */
  app.use(/(.*)/, (_req, res) => {
    const { message, code } = API_STATUS_CODE.API.SYNTAX_ERROR
    res.send(API_STATUS_CODE.fail(message, code))
  })

  return app
}
