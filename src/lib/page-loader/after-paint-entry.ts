import {startScriptsAfterPaint} from './start-scripts'
import {loaderSources} from './sources'

startScriptsAfterPaint(loaderSources())
