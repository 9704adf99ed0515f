import {watchContentImages} from '../../../src/components/ui/content-image-fallback'

/** The static HTML a ContentImage leaves before its island hydrates: the frame, then its hidden fallback. */
function staticCard() {
  document.body.innerHTML = `
    <article>
      <div data-content-image=""><img src="/static/images/a.png" alt="A plant"></div>
      <span hidden data-content-fallback="">🌿</span>
    </article>
    <article><div data-content-image=""><img src="/static/images/b.png" alt="Another"></div></article>`
  const [frame, other] = [...document.querySelectorAll<HTMLElement>('[data-content-image]')]
  const fallback = document.querySelector<HTMLElement>('[data-content-fallback]')!
  return {frame, other, fallback}
}

describe('content image fallback before hydration', () => {
  it('hides a failed image and shows its fallback; other images stay', () => {
    const {frame, other, fallback} = staticCard()
    watchContentImages(document)
    frame.querySelector('img')!.dispatchEvent(new Event('error'))
    expect(frame.hidden).toBe(true)
    expect(fallback.hidden).toBe(false)
    expect(other.hidden).toBe(false)
  })

  it('ignores errors of images that are not content images', () => {
    const {frame, fallback} = staticCard()
    document.body.insertAdjacentHTML('beforeend', '<img id="icon" src="/icon.png" alt="">')
    watchContentImages(document)
    document.getElementById('icon')!.dispatchEvent(new Event('error'))
    expect(frame.hidden).toBe(false)
    expect(fallback.hidden).toBe(true)
  })
})
