import {existsSync, readFileSync} from 'node:fs'
import {render, screen, within} from '@testing-library/react'
import {GuideHelp} from '../../../../src/features/owner/components/guide-help'

it('the overview’s Help names the coach’s guide by its path in the code, and each of its parts in plain words', () => {
  render(<GuideHelp />)
  const help = screen.getByRole('region', {name: 'Help'})
  const path = within(help).getByText(/^docs\//, {selector: 'code'}).textContent!
  expect(existsSync(path)).toBe(true)
  // One topic per numbered part of the guide, and the one unnumbered part, in its order.
  const parts = [...readFileSync(path, 'utf8').matchAll(/^## (?:\d+\. )?(.+)$/gm)].map((match) => match[1])
  expect(
    within(help)
      .getAllByRole('listitem')
      .map((item) => item.textContent!.split(':')[0]),
  ).toEqual(parts)
})
