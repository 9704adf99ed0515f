import {z} from 'zod'

export const ReviewerCode = z.object({
  code: z.string({error: 'Send the reviewer code.'}).trim().min(1, 'Send the reviewer code.').max(100),
})
export type ReviewerCodeRequest = z.input<typeof ReviewerCode>
