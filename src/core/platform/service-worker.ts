/** The mini-program keeps its own package on the device: nothing to register. */
export function registerServiceWorker(): void {}
