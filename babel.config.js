// babel-preset-taro also wants @babel/preset-react, react-refresh and the refresh plugin installed.
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false }],
  ],
}
