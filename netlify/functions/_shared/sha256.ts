import {createHash} from 'node:crypto'

/** The SHA-256 of a text, in hex: for ids of secrets and keys that must not hold the text itself. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')
