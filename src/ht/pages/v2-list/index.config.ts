// The list scrolls inside its own ScrollView (virtual list); the page itself must not scroll.
export default definePageConfig({ navigationBarTitleText: '', disableScroll: true })
