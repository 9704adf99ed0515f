/**
 * Netlify's functions runtime adds to each answer one `x-nf-fetch-timing` entry (about 60 bytes) per request the
 * function made; `netlify dev` drops an answer whose headers pass Node's default 16 KB ("Could not proxy request."),
 * so a function that made some 270 Blobs requests failed only locally (the back office's orders on a store
 * of 338 orders). `npm start` and `npm run serve` give its proxy 256 KB, what Chromium accepts.
 */
export const LARGE_HEADERS_OPTION = ` --max-http-header-size=${256 * 1024}`
