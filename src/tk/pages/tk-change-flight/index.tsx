import ChangeFlightPage from './change-flight-page'

/** /tk/tkChangeFlight?orderId=: the change's flight step. */
export default ChangeFlightPage
