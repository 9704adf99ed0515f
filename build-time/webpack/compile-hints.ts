import webpack from 'webpack'

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every function of a script
 * that starts with it is compiled as the script streams in, on a background thread, instead of on the main thread
 * the first time it runs (docs/first-tap.md, "React's cold event path").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Every chunk of the browser bundle. A page loads only the chunks its islands need, and her first tap runs code
 * from all of them: React's event system (`framework`), the island's own handlers, the layout's. Marking React's and
 * Gatsby's runtime chunks alone did not move "Preview Details" (median of ten interleaved visits 169 ms against
 * 168 without hints); marking every chunk did (142 ms), in each of three comparisons (docs/first-tap.md).
 */
export const EAGER_CHUNKS = /\.js$/

/**
 * Puts the hint at the top of each chunk once it is minified (the minifier would drop the comment), before
 * its source map is written (which then accounts for the added line).
 */
export const compileHintsPlugin = () =>
  new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: EAGER_CHUNKS,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  })
