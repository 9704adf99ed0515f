import {startScriptsOnDemand} from './start-scripts'
import {loaderSources} from './sources'

startScriptsOnDemand(loaderSources())
