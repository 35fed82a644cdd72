/** The mini-program draws its own navigation bar; only H5 needs ours (nav-bar.h5.tsx). */
export function NavBar(_props: { title: string; showBack: boolean }) {
  return null
}
