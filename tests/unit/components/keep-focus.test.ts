import {keepFocusWithin} from '../../../src/components/island/keep-focus'

/** A mutation queues the observer's report as a microtask, so it runs before an await made after the mutation. */
const observed = () => Promise.resolve()

function island(html: string, {focusBeforeWatch = ''} = {}) {
  document.body.innerHTML = `<button id="outside">Menu</button><div id="island">${html}</div>`
  const container = document.getElementById('island') as HTMLElement
  if (focusBeforeWatch) (container.querySelector(focusBeforeWatch) as HTMLElement).focus()
  return {container, stop: keepFocusWithin(container)}
}

describe('focus a late render takes, given back', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('a removed control hands the focus to the heading of its section, without a tab stop of its own', async () => {
    const {container, stop} = island(
      '<section id="symptom-checker"><h2>What are you experiencing?</h2><a href="/checkout">Unlock</a></section>',
    )
    ;(container.querySelector('a') as HTMLElement).focus()
    container.querySelector('a')?.replaceWith(Object.assign(document.createElement('input'), {type: 'checkbox'}))
    await observed()
    const heading = container.querySelector('h2')
    expect(document.activeElement).toBe(heading)
    expect(heading?.getAttribute('tabindex')).toBe('-1')
    stop()
  })

  it('a control she focused before the watch started (tabbed to before the app ran) is given back too', async () => {
    const {container, stop} = island(
      '<section id="natural-remedies"><h2>Remedies</h2><div class="promo"><a href="/checkout">Get Full Access</a></div></section>',
      {focusBeforeWatch: 'a'},
    )
    container.querySelector('.promo')?.remove()
    await observed()
    expect(document.activeElement).toBe(container.querySelector('h2'))
    stop()
  })

  it('a namesake that cannot take the focus (in a closed dialog, disabled) is passed over for the heading', async () => {
    const {container, stop} = island(
      '<section id="natural-remedies"><h2>Remedies</h2><div class="promo"><button>Get Full Access</button></div>' +
        '<button disabled>Get Full Access</button></section>',
    )
    ;(container.querySelector('.promo button') as HTMLElement).focus()
    container.querySelector('.promo')?.remove()
    await observed()
    expect(document.activeElement).toBe(container.querySelector('h2'))
    stop()
  })

  it('a control rendered again goes to its counterpart: the same id, or the same element with the same text', async () => {
    const {container, stop} = island(
      '<section id="s"><h2>Title</h2><button id="save">Save</button><button>Next</button></section>',
    )
    ;(document.getElementById('save') as HTMLElement).focus()
    container.innerHTML =
      '<section id="s"><h2>Title</h2><button id="save">Save now</button><button>Next</button></section>'
    await observed()
    expect(document.activeElement?.textContent).toBe('Save now')
    ;(container.querySelectorAll('button')[1] as HTMLElement).focus()
    container.innerHTML = '<section id="s"><h2>Title</h2><button>Back</button><button>Next</button></section>'
    await observed()
    expect(document.activeElement?.textContent).toBe('Next')
    stop()
  })

  it('never moves a focus she put elsewhere, and stops when the island goes', async () => {
    const {container, stop} = island('<section id="s"><h2>Title</h2><button>Go</button></section>')
    ;(container.querySelector('button') as HTMLElement).focus()
    ;(document.getElementById('outside') as HTMLElement).focus()
    container.innerHTML = '<section id="s"><h2>Title</h2></section>'
    await observed()
    expect(document.activeElement?.id).toBe('outside')

    ;(container.querySelector('h2') as HTMLElement).setAttribute('tabindex', '-1')
    ;(container.querySelector('h2') as HTMLElement).focus()
    stop()
    container.innerHTML = '<section id="s"><h2>Title</h2></section>'
    await observed()
    expect(document.activeElement).toBe(document.body)
  })
})
