/**
 * Where settings are set on Netlify (the preflight reads the build's environment, so keep the scope "All"). Apart from
 * settings.ts so a page can name the place without shipping every setting's description (checkout.spec.ts "ships no
 * coupon codes or payment secrets under public/").
 */
export const WHERE_TO_SET = 'Netlify → Site configuration → Environment variables'
