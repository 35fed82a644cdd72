export async function bootstrap(): Promise<void> {
  // filled in below
}
