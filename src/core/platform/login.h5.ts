export async function miniProgramLoginCode(): Promise<string | null> {
  return null
}
