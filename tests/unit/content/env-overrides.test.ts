import { envOverrides, type Overrides } from "../../../src/content/env-overrides"
import { readContent } from "../../../src/content/read-content"

/*
 * A staging build can swap pixel ids and the Tally form without editing YAML.
 * The build's environment becomes one node (so a warm rebuild re-runs every
 * query that read it: tests/build/warm-rebuild.ts builds twice to prove it),
 * and resolvers on the types the SiteSettings query reads prefer its values.
 */

const site = readContent("site.yaml")
// Stand-ins for the YAML's pixel ids, which the sample leaves empty.
const yamlTracking = { ...site.tracking, metaPixelId: "111111111111111", tiktokPixelId: "CYAMLTIKTOK01" }
const yamlContactForm = { ...site.contactForm }
const yamlFormId = site.contactForm.tallyFormId

/** The node sourceNode creates for `env`. */
function sourced(env: NodeJS.ProcessEnv): { id: string; overrides: Overrides; internal: { type: string } } {
  const createNode = jest.fn<void, [unknown]>()
  void envOverrides.sourceNode(
    { actions: { createNode }, createContentDigest: (value: unknown) => JSON.stringify(value) },
    env
  )
  expect(createNode).toHaveBeenCalledTimes(1)
  return createNode.mock.calls[0][0] as { id: string; overrides: Overrides; internal: { type: string } }
}

/** What the site query gets for each overridable field with `env` at build time. */
function resolve(env: NodeJS.ProcessEnv) {
  const node = sourced(env)
  const context = {
    nodeModel: {
      getNodeById: ({ id, type }: { id: string; type: string }) =>
        id === node.id && type === node.internal.type ? node : null,
    },
  }
  const resolvers = envOverrides.resolvers()
  return {
    metaPixelId: resolvers.SiteSettingsTracking.metaPixelId.resolve(yamlTracking, {}, context),
    tiktokPixelId: resolvers.SiteSettingsTracking.tiktokPixelId.resolve(yamlTracking, {}, context),
    tallyFormId: resolvers.SiteSettingsContactForm.tallyFormId.resolve(yamlContactForm, {}, context),
  }
}

describe("envOverrides.resolvers", () => {
  it("covers exactly the three overridable facts, on the types the site query reads", () => {
    const resolvers = envOverrides.resolvers()
    expect(Object.keys(resolvers).sort()).toEqual(["SiteSettingsContactForm", "SiteSettingsTracking"])
    expect(Object.keys(resolvers.SiteSettingsTracking).sort()).toEqual(["metaPixelId", "tiktokPixelId"])
    expect(Object.keys(resolvers.SiteSettingsContactForm)).toEqual(["tallyFormId"])
    expect(envOverrides.variables).toEqual([
      "GATSBY_META_PIXEL_ID",
      "GATSBY_TIKTOK_PIXEL_ID",
      "GATSBY_TALLY_FORM_ID",
    ])
  })

  it("fall back to the YAML values when the variables are not set", () => {
    expect(resolve({})).toEqual({
      metaPixelId: yamlTracking.metaPixelId,
      tiktokPixelId: yamlTracking.tiktokPixelId,
      tallyFormId: yamlFormId,
    })
  })

  it("prefer the environment over the YAML values", () => {
    expect(
      resolve({
        GATSBY_META_PIXEL_ID: "999999999999999",
        GATSBY_TIKTOK_PIXEL_ID: "CSTAGING00001",
        GATSBY_TALLY_FORM_ID: "wStage",
      })
    ).toEqual({ metaPixelId: "999999999999999", tiktokPixelId: "CSTAGING00001", tallyFormId: "wStage" })
  })

  it("treat an empty variable as 'no pixel' (null), not as 'use the YAML value'", () => {
    expect(resolve({ GATSBY_META_PIXEL_ID: "", GATSBY_TIKTOK_PIXEL_ID: "" })).toEqual({
      metaPixelId: null,
      tiktokPixelId: null,
      tallyFormId: yamlFormId,
    })
  })

  it("never resolve the required Tally form id to null without refusing the build", () => {
    const env = { GATSBY_TALLY_FORM_ID: "" }
    const resolved = resolve(env).tallyFormId
    expect(resolved !== null || envOverrides.problems(env).length > 0).toBe(true)
  })

  it("override each variable independently", () => {
    expect(resolve({ GATSBY_TIKTOK_PIXEL_ID: "CSTAGING00001" })).toEqual({
      metaPixelId: yamlTracking.metaPixelId,
      tiktokPixelId: "CSTAGING00001",
      tallyFormId: yamlFormId,
    })
  })

  it("pass an empty YAML value through as it is when nothing overrides it", () => {
    const node = sourced({})
    const context = { nodeModel: { getNodeById: () => node } }
    expect(
      envOverrides.resolvers().SiteSettingsTracking.metaPixelId.resolve({ metaPixelId: null }, {}, context)
    ).toBeNull()
  })
})

describe("envOverrides.sourceNode", () => {
  it("gives the node a different content digest for each environment, so Gatsby re-runs what read it", () => {
    const digest = (env: NodeJS.ProcessEnv) =>
      (sourced(env).internal as { contentDigest?: string }).contentDigest
    const digests = [
      digest({}),
      digest({ GATSBY_META_PIXEL_ID: "999999999999999" }),
      digest({ GATSBY_META_PIXEL_ID: "" }),
      digest({ GATSBY_TALLY_FORM_ID: "wStage" }),
    ]
    expect(new Set(digests).size).toBe(digests.length)
    // An empty form id keeps the YAML value: the same node as none set.
    expect(digest({ GATSBY_TALLY_FORM_ID: "" })).toBe(digest({}))
  })

  it("reads process.env by default", () => {
    const saved = process.env.GATSBY_TALLY_FORM_ID
    process.env.GATSBY_TALLY_FORM_ID = "wFromEnv"
    try {
      expect(envOverrides.from()).toMatchObject({ GATSBY_TALLY_FORM_ID: "wFromEnv" })
    } finally {
      if (saved === undefined) delete process.env.GATSBY_TALLY_FORM_ID
      else process.env.GATSBY_TALLY_FORM_ID = saved
    }
  })
})

describe("envOverrides.problems", () => {
  it("accepts unset, empty and well-formed values", () => {
    expect(envOverrides.problems({})).toEqual([])
    expect(
      envOverrides.problems({
        GATSBY_META_PIXEL_ID: "",
        GATSBY_TIKTOK_PIXEL_ID: "",
        GATSBY_TALLY_FORM_ID: "",
      })
    ).toEqual([])
    expect(
      envOverrides.problems({
        GATSBY_META_PIXEL_ID: "123456789012345",
        GATSBY_TIKTOK_PIXEL_ID: "C4ABCDEF12",
        GATSBY_TALLY_FORM_ID: "wMxKqB",
      })
    ).toEqual([])
  })

  it("names the variable and what is wrong with it", () => {
    expect(envOverrides.problems({ GATSBY_META_PIXEL_ID: "fbq('init', '123')" })).toEqual([
      {
        file: "environment variable GATSBY_META_PIXEL_ID",
        where: "",
        message: "must be the Meta pixel id (letters and digits only), or left empty",
      },
    ])
  })
})
