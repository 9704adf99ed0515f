import {act, render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {useState} from 'react'
import {ShowMore} from '../../../../src/features/owner/components/query-state'

/** A list of three pages as the back office reads them: each "Show more" adds the next page. */
function ThreePages() {
  const [pages, setPages] = useState(1)
  const query = {
    hasNextPage: pages < 3,
    isFetchingNextPage: false,
    fetchNextPage: async () => setPages((read) => read + 1),
  }
  return (
    <>
      <p>{pages} pages read</p>
      <ShowMore query={query} shown="120 messages" />
    </>
  )
}

describe('Show more under a back-office list', () => {
  it('reads the next page from the keyboard, keeps focus on the button, then moves it to the line that says all are shown', async () => {
    const user = userEvent.setup()
    render(<ThreePages />)
    await user.tab()
    const more = screen.getByRole('button', {name: 'Show more'})
    expect(more).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('2 pages read')).toBeInTheDocument()
    expect(screen.getByRole('button', {name: 'Show more'})).toHaveFocus()
    await act(() => user.keyboard(' '))
    expect(screen.getByText('3 pages read')).toBeInTheDocument()
    expect(screen.queryByRole('button', {name: 'Show more'})).toBeNull()
    expect(screen.getByText('All 120 messages shown.')).toHaveFocus()
  })

  it('shows nothing under a list that fits on one page', () => {
    const {container} = render(
      <ShowMore query={{hasNextPage: false, isFetchingNextPage: false, fetchNextPage: async () => null}} shown="3" />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
