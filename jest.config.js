// Unit tests compile with the same Babel preset Gatsby uses, plus TypeScript,
// and Emotion's JSX runtime so the `css` prop works as it does in the site.
// Two projects by file name: `*.test.tsx` runs in jsdom (components, and code
// that touches the DOM), `*.test.ts` in plain Node (content, build and scripts).
/** @type {import('jest').Config} */
const shared = {
  rootDir: __dirname,
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
  // __BOOKING__: on, so components render booking when given a setting (src/globals.d.ts).
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "", __BOOKING__: true },
}

/** @type {import('jest').Config} */
module.exports = {
  // A guard against a hung test, not a measure of speed: beside a second `npm test` on two cores,
  // cutting the fonts took over Jest's default 5 s (28 November). One figure for every test, here:
  // Jest reads it from the top level, not from a project.
  testTimeout: 120_000,
  projects: [
    { ...shared, displayName: "node", testEnvironment: "node", testMatch: ["**/*.test.ts"] },
    {
      ...shared,
      displayName: "jsdom",
      testEnvironment: "jsdom",
      testMatch: ["**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/tests/unit/support/setup.ts"],
    },
  ],
}
