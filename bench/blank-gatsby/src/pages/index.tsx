import type {HeadFC} from 'gatsby'

export default function BlankPage() {
  return (
    <main>
      <h1>Blank Gatsby page</h1>
      <p>The baseline the bench compares the site's pages with.</p>
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>Blank Gatsby page</title>
    <meta name="description" content="A blank Gatsby page: the performance baseline." />
    {/* No favicon request, so no 404 in the console. */}
    <link rel="icon" href="data:," />
  </>
)
