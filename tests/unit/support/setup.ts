import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom leaves out the encoding API that browsers and Node both have; the content reader
// (src/content/content-yaml.ts) decodes files with it, and the CMS preview's tests read the routes.
Object.assign(globalThis, { TextDecoder, TextEncoder })
