import ChangeFlightPage from '../tk-change-flight/change-flight-page'

/**
 * /tk/tkChangeApply?orderId=: the entry of a change (order detail, links, bookmarks). It opens on
 * the flight step (/tk/tkChangeFlight's page); passengers, reason and cost are confirmed on
 * /tk/tkChangeEdit, the result shown on /tk/tkChangeCmp.
 */
export default ChangeFlightPage
