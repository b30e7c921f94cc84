import { envOverrides } from "../../src/content/env-overrides"

/*
 * A staging build can swap pixel ids and the Tally form without editing YAML.
 * The resolvers sit on the GraphQL types the SiteSettings query reads.
 */

const yamlTracking = { metaPixelId: "111111111111111", tiktokPixelId: "CYAMLTIKTOK01", consentMode: "notice" }
const yamlContactForm = { tallyFormId: "mKxPqB" }

function resolve(env: NodeJS.ProcessEnv) {
  const resolvers = envOverrides.resolvers(env)
  return {
    metaPixelId: resolvers.SiteSettingsTracking.metaPixelId.resolve(yamlTracking),
    tiktokPixelId: resolvers.SiteSettingsTracking.tiktokPixelId.resolve(yamlTracking),
    tallyFormId: resolvers.SiteSettingsContactForm.tallyFormId.resolve(yamlContactForm),
  }
}

describe("envOverrides.resolvers", () => {
  it("covers exactly the three overridable facts, on the types the site query reads", () => {
    const resolvers = envOverrides.resolvers({})
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
      metaPixelId: "111111111111111",
      tiktokPixelId: "CYAMLTIKTOK01",
      tallyFormId: "mKxPqB",
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
      tallyFormId: "mKxPqB",
    })
  })

  it("never resolve the required Tally form id to null without refusing the build", () => {
    const env = { GATSBY_TALLY_FORM_ID: "" }
    const resolved = resolve(env).tallyFormId
    expect(resolved !== null || envOverrides.problems(env).length > 0).toBe(true)
  })

  it("override each variable independently", () => {
    expect(resolve({ GATSBY_TIKTOK_PIXEL_ID: "CSTAGING00001" })).toEqual({
      metaPixelId: "111111111111111",
      tiktokPixelId: "CSTAGING00001",
      tallyFormId: "mKxPqB",
    })
  })

  it("pass an empty YAML value through as it is when nothing overrides it", () => {
    const resolvers = envOverrides.resolvers({})
    expect(resolvers.SiteSettingsTracking.metaPixelId.resolve({ metaPixelId: null })).toBeNull()
  })

  it("read process.env by default", () => {
    const saved = process.env.GATSBY_TALLY_FORM_ID
    process.env.GATSBY_TALLY_FORM_ID = "wFromEnv"
    try {
      expect(envOverrides.resolvers().SiteSettingsContactForm.tallyFormId.resolve(yamlContactForm)).toBe(
        "wFromEnv"
      )
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
