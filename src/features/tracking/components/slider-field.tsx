import * as Slider from '@radix-ui/react-slider'
import {useId} from 'react'
import * as styles from './tracker.module.css'

type Props = {
  label: string
  value: number
  min: number
  max: number
  step: number
  maxLabel?: string
  onChange: (value: number) => void
}

/** A labelled Radix slider (arrow keys, Home/End, Page Up/Down) showing its current value. */
export function SliderField({label, value, min, max, step, maxLabel, onChange}: Props) {
  const labelId = useId()
  const shown = value === max && maxLabel ? maxLabel : String(value)
  return (
    <div className={styles.field}>
      <div className={styles.sliderHead}>
        <span id={labelId}>{label}</span>
        <output aria-hidden="true" className={styles.value}>
          {shown}
        </output>
      </div>
      <Slider.Root
        className={styles.slider}
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => onChange(next)}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-labelledby={labelId} aria-valuetext={shown} />
      </Slider.Root>
      <div className={styles.scale} aria-hidden="true">
        <span>{min}</span>
        <span>{maxLabel ?? max}</span>
      </div>
    </div>
  )
}
