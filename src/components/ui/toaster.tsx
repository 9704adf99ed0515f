import * as ToastPrimitive from '@radix-ui/react-toast'
import {dismissToast, TOAST_DURATION_MS, useToasts} from './use-toast'
import * as styles from './toaster.module.css'

/** Radix toasts: swipe right to dismiss (50 px), F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {toasts.map(({id, title, description, action, variant = 'default', open}) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => !next && dismissToast(id)}
          className={`${styles.toast} ${variant === 'destructive' ? styles.destructive : ''}`}
          data-variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className={styles.text}>
            <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className={styles.description}>{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          {action}
          <ToastPrimitive.Close className={styles.close} aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} />
    </ToastPrimitive.Provider>
  )
}
