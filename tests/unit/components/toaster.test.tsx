import {act, render, screen} from '@testing-library/react'
import {Toaster} from '../../../src/components/ui/toaster'
import {toast} from '../../../src/components/ui/use-toast'

describe('Toaster', () => {
  it('shows one toast at a time, the newest', () => {
    render(<Toaster />)
    act(() => {
      toast({title: 'First', description: 'one'})
      toast({title: 'Error', description: 'Failed to save assessment. Please try again.', variant: 'destructive'})
    })
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.getByText('Failed to save assessment. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
  })

  it('announces itself in a region reachable with F8', () => {
    render(<Toaster />)
    expect(screen.getByRole('region', {name: /F8/})).toBeInTheDocument()
  })
})
