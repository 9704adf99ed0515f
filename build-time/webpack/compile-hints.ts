import webpack from 'webpack'

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every function of a script
 * that starts with it is compiled as the script streams in, on a background thread, instead of on the main thread
 * the first time it runs (docs/first-tap.md, "React's cold event path").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The chunks whose code her first tap runs whatever the page: React and React DOM (`framework`) and Gatsby's
 * runtime (`app`). Page and feature chunks stay lazy: most of their functions never run on a given visit.
 */
export const EAGER_CHUNKS = /^(framework|app)-[0-9a-f]+\.js$/

/**
 * Puts the hint at the top of the eager chunks once they are minified (the minifier would drop the comment), before
 * their source maps are written (which then account for the added line).
 */
export const compileHintsPlugin = () =>
  new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: EAGER_CHUNKS,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  })
