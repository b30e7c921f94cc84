// Unit tests compile with the same Babel preset Gatsby uses, plus TypeScript,
// and Emotion's JSX runtime so the `css` prop works as it does in the site.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
  transform: {
    "^.+\\.[jt]sx?$": [
      "babel-jest",
      {
        babelrc: false,
        configFile: false,
        presets: [
          ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
          "@babel/preset-typescript",
        ],
      },
    ],
  },
  moduleNameMapper: {
    "\\.(woff2|css)$": "<rootDir>/tests/unit/support/file-stub.js",
    "^gatsby$": "<rootDir>/tests/unit/support/gatsby-mock.tsx",
  },
  transformIgnorePatterns: ["/node_modules/(?!(gatsby-plugin-image)/)"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/support/setup.ts"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
}
