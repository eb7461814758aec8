export * from './processor'
