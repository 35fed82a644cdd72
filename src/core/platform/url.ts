/** Rewrites spec URLs with path ids before the H5 router reads the address; nothing to do in the mini-program. */
export function normaliseLaunchUrl(): void {
  /* mini-program pages are opened by path and query only */
}

/** The company code the app was opened for (/login/{id}, ?corpNo=); the mini-program reads launch options. */
export function launchCorpNo(): string | undefined {
  return undefined
}

/** Host that decides the white label (page settings domainName). */
export function launchDomain(): string {
  return ''
}
