import {createDataAttribute} from '@sanity/visual-editing/create-data-attribute'
import {studioUrl} from '../../../../src/lib/content/studio-url'
import {editAttributes} from '../../../../src/lib/content/visual-editing'
import {editIntentUrl} from '../../../../src/lib/content/edit-intent'

const remedy = {_id: 'remedy-black-cohosh', _type: 'remedy'}

describe('editAttributes', () => {
  const saved = {...process.env}
  afterEach(() => {
    process.env = {...saved}
  })

  it('marks nothing outside the preview server', () => {
    delete process.env.GATSBY_CONTENT_PREVIEW
    expect(editAttributes(remedy, 'dosage')).toEqual({})
  })

  it('never marks a production build, even with the preview flag set', () => {
    process.env = {...saved, NODE_ENV: 'production', GATSBY_CONTENT_PREVIEW: 'true'}
    expect(editAttributes(remedy, 'dosage')).toEqual({})
  })

  it("on the preview server, names the document and field as Sanity's createDataAttribute does", () => {
    process.env.GATSBY_CONTENT_PREVIEW = 'true'
    process.env.GATSBY_SANITY_STUDIO_URL = 'https://toolkit.sanity.studio/'
    expect(studioUrl()).toBe('https://toolkit.sanity.studio')
    expect(editAttributes(remedy, 'dosage')).toEqual({
      'data-sanity': createDataAttribute({id: remedy._id, type: 'remedy', path: 'dosage', baseUrl: 'https://toolkit.sanity.studio'}).toString(),
    })
    expect(editAttributes(remedy, 'dosage')['data-sanity']).toContain('id=remedy-black-cohosh;type=remedy;path=dosage')
    // A draft is edited under its published id; content without an id is left unmarked.
    expect(editAttributes({...remedy, _id: 'drafts.remedy-black-cohosh'}, 'name')['data-sanity']).toContain(
      'id=remedy-black-cohosh;',
    )
    expect(editAttributes({_id: undefined, _type: 'remedy'}, 'name')).toEqual({})
  })
})

describe('editIntentUrl', () => {
  const attribute = (path: string) =>
    createDataAttribute({id: 'phase-menopause', type: 'phase', path, baseUrl: 'http://localhost:3333'}).toString()

  it("opens the Studio's form of that document at that field", () => {
    expect(editIntentUrl(attribute('description'))).toBe(
      'http://localhost:3333/intent/edit/id=phase-menopause;type=phase;path=description',
    )
    expect(editIntentUrl(attribute('characteristics[1]'))).toBe(
      'http://localhost:3333/intent/edit/id=phase-menopause;type=phase;path=characteristics[1]',
    )
  })

  it('gives nothing for an element without a whole attribute', () => {
    expect(editIntentUrl(null)).toBeUndefined()
    expect(editIntentUrl('id=phase-menopause;type=phase')).toBeUndefined()
  })
})
