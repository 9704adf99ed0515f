import {QueryClientProvider} from '@tanstack/react-query'
import {useState, type ReactNode} from 'react'
import {createQueryClient} from '../lib/query-client'
import {Toaster} from './ui/toaster'
import {TooltipProvider} from './ui/tooltip'

/** App-wide providers, used by both gatsby-browser and gatsby-ssr so the static HTML matches the app. */
export function RootProviders({children}: {children: ReactNode}) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  )
}
