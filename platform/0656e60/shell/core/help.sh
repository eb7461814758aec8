#!/bin/bash

function _print_help_title() {
    if [ "$1" ]; then
        echo -e "\n❖ Arcadia CLI - $1"
    else
        echo -e "\n❖ Arcadia CLI"
    fi
}

function _print_help_main() {
    _print_help_title
    echo -e "
  运行代码相关
  ${BLUE}run <args>${PLAIN}      运行代码文件
  ${BLUE}rund <args>${PLAIN}     运行代码文件（守护进程）
  ${BLUE}stop <args>${PLAIN}     终止运行中的代码程序（脚本）
  ${BLUE}list <args>${PLAIN}     列出指定目录下可执行的代码文件清单
  ${BLUE}ps${PLAIN}              查看资源消耗和运行中的代码进程
  ${BLUE}cleanup${PLAIN}         终止阻塞的代码进程，释放内存

  更新与升级
  ${BLUE}update <args>${PLAIN}   更新代码同步配置
  ${BLUE}upgrade${PLAIN}         更新项目源码，升级版本

  用户配置管理
  ${BLUE}repo <args>${PLAIN}     导入代码仓库配置
  ${BLUE}raw <args>${PLAIN}      导入代码文件配置
  ${BLUE}envm <args>${PLAIN}     管理环境变量数据

  服务管理
  ${BLUE}service <args>${PLAIN}  项目后端服务
  ${BLUE}tgbot <args>${PLAIN}    电报机器人

  其它
  ${BLUE}rmlog${PLAIN}           清理运行日志文件
  ${BLUE}notify <args>${PLAIN}   推送自定义通知消息
"
}

function _print_help_service() {
    _print_help_title "后端服务管理"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd service <args>${PLAIN}

  子命令：

    ${BLUE}start${PLAIN}    开启或重启
    ${BLUE}stop${PLAIN}     停止（项目依赖后端持续运行，请不要长时间关闭）
    ${BLUE}status${PLAIN}   查看各服务状态
    ${BLUE}respwd${PLAIN}   重置密码

  命令帮助：

    ${BLUE}<args>${PLAIN} 子命令
"
}

function _print_help_tgbot() {
    _print_help_title "电报机器人服务管理"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd tgbot <args>${PLAIN}

  子命令：

    ${BLUE}start${PLAIN}    开启或重启
    ${BLUE}stop${PLAIN}     停止
    ${BLUE}logs${PLAIN}     查看日志
    ${BLUE}update${PLAIN}   更新升级

  命令帮助：

    ${BLUE}<args>${PLAIN} 子命令
  
  注：项目部分功能依赖后端服务持续运行，请不要长期关闭
"
}

function _print_help_run() {
    _print_help_title "运行代码文件"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd run <name/path/url> [--options]${PLAIN}

  命令选项：

    ${BLUE}-l${PLAIN}, ${BLUE}--loop${PLAIN}                  循环运行 - 连续多次的执行代码文件，选项后需跟循环次数
    ${BLUE}-s${PLAIN}, ${BLUE}--silent${PLAIN}                静默运行 - 不推送任何通知消息
    ${BLUE}-w${PLAIN}, ${BLUE}--wait${PLAIN}                  推迟执行 - 等待指定时间后再运行任务，选项后需跟时间值
    ${BLUE}-D${PLAIN}, ${BLUE}--delay${PLAIN}                 延迟执行 - 随机倒数一定秒数后再执行代码文件
    ${BLUE}-a${PLAIN}, ${BLUE}--agent${PLAIN}                 网络代理 - 为 JavaScript 和 TypeScript 代码文件启用全局 HTTP/HTTPS 代理，配置方法详见文档
    ${BLUE}-T${PLAIN}, ${BLUE}--timeout${PLAIN}               运行超时 - 设置运行任务超时机制，选项后需跟 timeout 指令的参数作为选项值
    ${BLUE}-N${PLAIN}, ${BLUE}--no-log${PLAIN}                不记录日志 - 不存储代码运行日志到本地
    ${BLUE}-p${PLAIN}, ${BLUE}--proxy${PLAIN}                 启用下载代理 - 仅适用于执行位于 GitHub 仓库的代码文件，代理固定为 jsDelivr CDN
    ${BLUE}-c${PLAIN}, ${BLUE}--concurrent${PLAIN}            并发运行 - 默认运行1个任务，若想增加运行任务数量那么请传参任务数量
    ${BLUE}-t${PLAIN}, ${BLUE}--thread${PLAIN}                并发线程数 - 指定同时运行的最大任务数量，选项后需跟正整数，需与并发运行同时使用
    ${BLUE}-b${PLAIN}, ${BLUE}--background${PLAIN}            后台运行 - 不在前台输出代码执行进度，不占用终端命令行
    ${BLUE}-r${PLAIN}, ${BLUE}--recombine-env${PLAIN}         变量重组 - 按照指定顺序重新组合复合变量的值，选项后需跟变量名称、分隔符、重组表达式
                                           表达式语法：多个值用 \",\" 隔开，值区间用 \"-\" 连接，可以用 \"%\" 表示值的总数
    ${BLUE}-R${PLAIN}, ${BLUE}--recombine-env-group${PLAIN}   分组运行 - 为每组变量单独运行，是变量重组的扩展，传参基本一致，其中重组表达式内用 \"@\" 来区分不同组
    ${BLUE}-S${PLAIN}, ${BLUE}--split-env${PLAIN}             拆分运行 - 将复合变量的值拆分后为每个值声明变量并单独运行代码文件，选项后需跟需要拆分的变量名称、分隔符

    ${BLUE}-E${PLAIN}, ${BLUE}--exec-args${PLAIN}             执行参数 - 将该选项后面的内容作为参数传递给代码执行器
    ${BLUE}--${PLAIN}                          传递选项 - 将该选项后面的所有内容都作为选项参数传递给代码文件

    ${BLUE}--deno${PLAIN}，${BLUE}--use-deno${PLAIN}          使用 Deno 运行时
    ${BLUE}--bun${PLAIN}，${BLUE}--use-bun${PLAIN}            使用 Bun 运行时
    ${BLUE}--node${PLAIN}，${BLUE}--use-node${PLAIN}          使用 Node.js 运行时
    ${BLUE}--tsx${PLAIN}，${BLUE}--use-tsx${PLAIN}            使用 tsx 执行
    ${BLUE}--ts-node${PLAIN}，${BLUE}--use-ts-node${PLAIN}    使用 ts-node 执行

  命令帮助：

    ${BLUE}<name>${PLAIN} 文件名(仅scripts目录)  ${BLUE}<path>${PLAIN} 相对路径或绝对路径  ${BLUE}<url>${PLAIN} 链接地址  ${BLUE}[--options]${PLAIN} 命令选项
"
}

function _print_help_rund() {
    _print_help_title "运行代码文件（守护进程）"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd rund <name/path> [--options]${PLAIN}

  专属命令选项：

    ${BLUE}--name${PLAIN}                          指定任务名称
    ${BLUE}--max-restarts${PLAIN}                  指定最大重启次数
    ${BLUE}--restart-delay${PLAIN}                 指定重启延迟毫秒数
    ${BLUE}--log-file${PLAIN}                      指定日志文件路径
    ${BLUE}--restart-cron${PLAIN}                  指定重启计划任务
    ${BLUE}--no-autorestart${PLAIN}                禁用进程崩溃后的自动重启
    ${BLUE}--max-memory-restart${PLAIN}            内存超出指定值时自动重启（例如 200M）
    ${BLUE}--stop-exit-codes${PLAIN}               指定不触发自动重启的退出码
    ${BLUE}--exp-backoff-restart-delay${PLAIN}     启用指数退避重启，指定初始延迟毫秒数

  通用命令选项：

    ${BLUE}-s${PLAIN}, ${BLUE}--silent${PLAIN}                静默运行 - 不推送任何通知消息
    ${BLUE}-a${PLAIN}, ${BLUE}--agent${PLAIN}                 网络代理 - 为 JavaScript 和 TypeScript 代码文件启用全局 HTTP/HTTPS 代理，配置方法详见文档
    ${BLUE}-r${PLAIN}, ${BLUE}--recombine-env${PLAIN}         变量重组 - 按照指定顺序重新组合复合变量的值，选项后需跟变量名称、分隔符、重组表达式
                                           表达式语法：多个值用 \",\" 隔开，值区间用 \"-\" 连接，可以用 \"%\" 表示值的总数

    ${BLUE}-E${PLAIN}, ${BLUE}--exec-args${PLAIN}             执行参数 - 将该选项后面的内容作为参数传递给代码执行器
    ${BLUE}--${PLAIN}                          传递选项，将该选项后面的所有内容都作为选项参数传递给代码文件

    ${BLUE}--deno${PLAIN}，${BLUE}--use-deno${PLAIN}          使用 Deno 运行时
    ${BLUE}--bun${PLAIN}，${BLUE}--use-bun${PLAIN}            使用 Bun 运行时
    ${BLUE}--node${PLAIN}，${BLUE}--use-node${PLAIN}          使用 Node.js 运行时
    ${BLUE}--tsx${PLAIN}，${BLUE}--use-tsx${PLAIN}            使用 tsx 执行
    ${BLUE}--ts-node${PLAIN}，${BLUE}--use-ts-node${PLAIN}    使用 ts-node 执行

  命令帮助：

    ${BLUE}<name>${PLAIN} 文件名(仅scripts目录)  ${BLUE}<path>${PLAIN} 相对路径或绝对路径  ${BLUE}[--options]${PLAIN} 命令选项
"
}

function _print_help_repo() {
    _print_help_title "导入代码仓库配置"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd repo <name> <url> <branch> [--options]${PLAIN}

  命令选项：

    ${BLUE}--enable${PLAIN}             是否启用该配置
    ${BLUE}--isPrivate${PLAIN}          是否为私有仓库
    ${BLUE}--authMethod${PLAIN}         私有仓库认证方式，\"ssh\" 或 \"http\"
    ${BLUE}--sshAlias${PLAIN}           私有仓库 SSH 访问凭据配置 - 配置别名
    ${BLUE}--sshHostName${PLAIN}        私有仓库 SSH 访问凭据配置 - 主机地址
    ${BLUE}--sshPrivateKeyPath${PLAIN}  私有仓库 SSH 访问凭据配置 - 私钥文件路径
    ${BLUE}--httpUsername${PLAIN}       私有仓库 HTTP 访问凭据配置 - 用户名
    ${BLUE}--httpPassword${PLAIN}       私有仓库 HTTP 访问凭据配置 - 密码或令牌
    ${BLUE}--updateTaskList${PLAIN}     是否更新定时任务
    ${BLUE}--scriptsPath${PLAIN}        定时文件路径
    ${BLUE}--scriptsType${PLAIN}        定时文件格式，多个用 \"|\" 分开
    ${BLUE}--whiteList${PLAIN}          定时文件匹配白名单
    ${BLUE}--blackList${PLAIN}          定时文件匹配黑名单
    ${BLUE}--autoDisable${PLAIN}        是否自动禁用新的定时任务
    ${BLUE}--addNotify${PLAIN}          是否为新增定时任务推送通知提醒
    ${BLUE}--delNotify${PLAIN}          是否为过期定时任务推送通知提醒
    ${BLUE}--help${PLAIN}               查看此命令帮助

  命令帮助：

    ${BLUE}<name>${PLAIN} 配置名称  ${BLUE}<url>${PLAIN} 链接地址  ${BLUE}<branch>${PLAIN} 分支名称  ${BLUE}[--options]${PLAIN} 命令选项
"
}
function _print_help_raw() {
    _print_help_title "导入代码文件配置"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd raw <name> <url> [--options]${PLAIN}

  命令选项：

	${BLUE}--fileName${PLAIN}           指定文件名称
    ${BLUE}--enable${PLAIN}             是否启用该配置
    ${BLUE}--updateTaskList${PLAIN}     是否更新定时任务
    ${BLUE}--help${PLAIN}               查看此命令帮助

  命令帮助：

    ${BLUE}<name>${PLAIN} 配置名称  ${BLUE}<url>${PLAIN} 链接地址  ${BLUE}[--options]${PLAIN} 命令选项
"

}
function _print_help_update() {
    _print_help_title "代码同步更新"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd update <args>${PLAIN}

  子命令：

    ${BLUE}sync${PLAIN} / ${BLUE}all${PLAIN}      更新所有代码同步配置
    ${BLUE}repo${PLAIN}            更新代码仓库
    ${BLUE}raw${PLAIN}             更新代码文件
    ${BLUE}extra${PLAIN}           运行额外更新脚本
    ${BLUE}<name/path>${PLAIN}     更新指定配置或指定路径下的代码仓库

  命令帮助：

    ${BLUE}<name>${PLAIN} 配置名称  ${BLUE}<path>${PLAIN} 相对路径或绝对路径
"
}
function _print_help_envm() {
    _print_help_title "用户环境变量管理"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd envm <args> [...]${PLAIN}

  子命令：

    ${BLUE}add [<name> <value> <remark>]${PLAIN}     添加变量
    ${BLUE}edit [<name> <value> <remark>]${PLAIN}    修改变量
    ${BLUE}del [<name>]${PLAIN}                      删除变量
    ${BLUE}search [<string>]${PLAIN}                 查询变量
    ${BLUE}enable <name>${PLAIN}                     启用变量
    ${BLUE}disable <name>${PLAIN}                    禁用变量

  命令帮助：

    ${BLUE}[xxx]${PLAIN} 可选的快捷子命令  ${BLUE}<name>${PLAIN} 环境变量名称  ${BLUE}<value>${PLAIN} 环境变量值
    ${BLUE}<remark>${PLAIN} 环境变量备注  ${BLUE}<string>${PLAIN} 搜索关键字

  注：默认为交互式操作，当前仅支持用户配置文件（非数据库）中用 ${BLUE}export${PLAIN} 关键字声明的全局变量
"
}

function _print_help_notify() {
    _print_help_title "自定义推送通知提醒"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd notify <title> <content>${PLAIN}

  命令帮助：

    ${BLUE}<title>${PLAIN} 通知标题  ${BLUE}<content>${PLAIN} 通知内容
"
}

function _print_help_list() {
    _print_help_title "列出代码文件清单"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd list <path>${PLAIN}

  命令帮助：

    ${BLUE}<path>${PLAIN} 相对路径或绝对路径
"
}

function _print_help_stop() {
    _print_help_title "终止运行中的代码程序"
    echo -e "
  使用方法：

    ${BLUE}$ArcadiaCmd stop <name/path>${PLAIN}

  命令帮助：

    ${BLUE}<name>${PLAIN} 文件名(仅scripts目录)  ${BLUE}<path>${PLAIN} 相对路径或绝对路径
"
}

## 命令帮助
function print_help() {
    case "$1" in
    "${ArcadiaCmd}")
        _print_help_main
        ;;
    run)
        _print_help_run
        ;;
    rund)
        _print_help_rund
        ;;
    service)
        _print_help_service
        ;;
    tgbot)
        _print_help_tgbot
        ;;
    repo)
        _print_help_repo
        ;;
    raw)
        _print_help_raw
        ;;
    update)
        _print_help_update
        ;;
    envm)
        _print_help_envm
        ;;
    notify)
        _print_help_notify
        ;;
    list)
        _print_help_list
        ;;
    stop)
        _print_help_stop
        ;;
    esac
}
