import type {ReactNode} from 'react'
import * as styles from './contact.module.css'

/** Form beside the side panel; stacked on small screens. */
export const ContactLayout = ({children}: {children: ReactNode}) => <div className={styles.layout}>{children}</div>
