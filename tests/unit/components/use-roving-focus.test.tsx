import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {useState} from 'react'
import {Checkbox} from '../../../src/components/ui/checkbox'
import {rovingTarget, useRovingFocus} from '../../../src/components/ui/use-roving-focus'

describe('rovingTarget', () => {
  it('moves forward and back with the arrows, wrapping, and to the ends with Home and End', () => {
    expect(rovingTarget('ArrowDown', 0, 3)).toBe(1)
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0)
    expect(rovingTarget('ArrowUp', 0, 3)).toBe(2)
    expect(rovingTarget('ArrowLeft', 2, 3)).toBe(1)
    expect(rovingTarget('Home', 2, 3)).toBe(0)
    expect(rovingTarget('End', 0, 3)).toBe(2)
  })

  it('leaves every other key alone, and an empty group', () => {
    expect(rovingTarget(' ', 1, 3)).toBeNull()
    expect(rovingTarget('Tab', 1, 3)).toBeNull()
    expect(rovingTarget('ArrowDown', 0, 0)).toBeNull()
  })
})

function Symptoms() {
  const names = ['Hot Flashes', 'Night Sweats', 'Brain Fog']
  const [ticked, setTicked] = useState<Record<string, boolean>>({})
  const roving = useRovingFocus(names.length)
  return (
    <>
      <button type="button">Before</button>
      {names.map((name, index) => (
        <Checkbox
          key={name}
          id={name}
          label={name}
          checked={ticked[name] === true}
          onCheckedChange={(on) => setTicked((current) => ({...current, [name]: on}))}
          roving={roving(index)}
        />
      ))}
      <button type="button">Continue</button>
    </>
  )
}

describe('useRovingFocus on checkboxes', () => {
  it('makes the list one Tab stop: arrows move, Space ticks, Tab leaves and comes back to the last one used', async () => {
    const user = userEvent.setup()
    render(<Symptoms />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('checkbox', {name: 'Hot Flashes'})).toHaveFocus()
    await user.keyboard(' ')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('checkbox', {name: 'Brain Fog'})).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', {name: 'Hot Flashes'})).toBeChecked()
    expect(screen.getByRole('checkbox', {name: 'Night Sweats'})).not.toBeChecked()
    expect(screen.getByRole('checkbox', {name: 'Brain Fog'})).toBeChecked()
    await user.tab()
    expect(screen.getByRole('button', {name: 'Continue'})).toHaveFocus()
    await user.tab({shift: true})
    expect(screen.getByRole('checkbox', {name: 'Brain Fog'})).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('checkbox', {name: 'Hot Flashes'})).toHaveFocus()
  })
})
