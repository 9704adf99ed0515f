import '@testing-library/jest-dom'
import {sharedQueryClient} from '../../src/lib/query-client'

// The site's hooks share one query client (no provider, see lib/query-client): each test starts with its cache empty.
afterEach(() => sharedQueryClient().clear())
