import { difyDefaultBaseUrl } from '../../../../../shared/bot/blocks'

/** Dify's address without `/v1`, from the account's own (a self-hosted Dify, pasted with or without `/v1`) or Dify Cloud. */
export const difyApiRoot = (baseUrl: string | undefined) => (baseUrl?.trim() || difyDefaultBaseUrl).replace(/\/+$/, '').replace(/\/v1$/, '')
