import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {EMBEDDED_COUPONS_FILE, type CouponDocument} from '../../netlify/functions/_shared/coupons'

export type CouponFixture = CouponDocument & {_id: string; _type?: string}

/**
 * Points the functions' embedded content at a folder holding only these coupon documents (as the coach would
 * have them in the Studio), for the length of `run`.
 */
export async function withCouponDocuments<T>(documents: CouponFixture[], run: () => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'coupons-'))
  writeFileSync(
    path.join(dir, EMBEDDED_COUPONS_FILE),
    documents.map((doc) => JSON.stringify({_type: 'coupon', ...doc})).join('\n') + '\n',
  )
  const before = process.env.EMBEDDED_CONTENT_DIR
  process.env.EMBEDDED_CONTENT_DIR = dir
  try {
    return await run()
  } finally {
    if (before === undefined) delete process.env.EMBEDDED_CONTENT_DIR
    else process.env.EMBEDDED_CONTENT_DIR = before
    rmSync(dir, {recursive: true, force: true})
  }
}
