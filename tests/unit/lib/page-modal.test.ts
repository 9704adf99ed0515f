import {inertAllBut} from '../../../src/lib/page-modal'

describe('inertAllBut', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header id="header"><a href="/">Home</a></header>
      <main id="main">
        <section id="before"><button>Before</button></section>
        <div id="island"><dialog id="dialog"><a href="/checkout">Buy</a></dialog><p id="beside">Beside</p></div>
        <section id="already" inert></section>
      </main>
      <footer id="footer"></footer>`
  })
  const inert = (id: string) => document.getElementById(id)!.hasAttribute('inert')

  it("makes every branch beside the element's ancestors inert, and neither the element nor its ancestors", () => {
    inertAllBut(document.getElementById('dialog')!)
    expect(['header', 'before', 'beside', 'already', 'footer'].map(inert)).toEqual([true, true, true, true, true])
    expect(['dialog', 'island', 'main'].map(inert)).toEqual([false, false, false])
  })

  it('gives back what it made inert, and leaves inert what was inert before', () => {
    const giveBack = inertAllBut(document.getElementById('dialog')!)
    giveBack()
    expect(['header', 'before', 'beside', 'footer'].map(inert)).toEqual([false, false, false, false])
    expect(inert('already')).toBe(true)
  })
})
