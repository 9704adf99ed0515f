import {API} from '../../lib/api-contract'

import {apiJson} from '../../lib/api-client'

/** Demo mode only (DECISIONS 18): a short-lived demo token for the demo access toggle. */
export const requestDemoToken = () => apiJson(API.demoAccess, 'POST')
