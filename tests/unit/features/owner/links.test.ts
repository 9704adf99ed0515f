import {splitLinks} from '../../../../src/features/owner/logic/links'

describe('splitLinks: the outbox shows the addresses of a mail as links', () => {
  it('finds each address, leaving out the sentence punctuation after it', () => {
    const text =
      'Open it here:\nhttp://localhost:8888/checkout-success?restore=abc_12-x.\nOr (https://example.com/refund?restore=a%2Fb), bye'
    expect(splitLinks(text)).toEqual([
      {text: 'Open it here:\n', link: false},
      {text: 'http://localhost:8888/checkout-success?restore=abc_12-x', link: true},
      {text: '.\nOr (', link: false},
      {text: 'https://example.com/refund?restore=a%2Fb', link: true},
      {text: '), bye', link: false},
    ])
  })

  it('answers the text as one plain run when it has no address', () => {
    expect(splitLinks('No links here.')).toEqual([{text: 'No links here.', link: false}])
  })
})
