import {z} from 'zod'

// Only compared with COACH_EMAIL, so any address shape is accepted (the local default is coach@localhost).
export const SignInRequest = z.object({
  email: z
    .string({error: 'Enter your email address.'})
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, 'Enter your email address.'),
})

export const Redeem = z.object({token: z.string().min(1).max(128)})
export const SignOut = z.object({everywhere: z.boolean().default(false)})

const orderId = z.string().min(1).max(200)
export const OrderActionRequest = z.discriminatedUnion('action', [
  z.object({action: z.literal('resend-receipt'), orderId}),
  z.object({action: z.literal('resend-refund-confirmation'), orderId}),
  z.object({
    action: z.literal('refund'),
    orderId,
    reason: z.string({error: 'Give a reason for the refund.'}).trim().min(1, 'Give a reason for the refund.').max(500),
  }),
])

const messageId = z.string().uuid('Not a message id.')
export const MarkRead = z.object({id: messageId, read: z.boolean()})
export const DeleteMessage = z.object({id: messageId})
