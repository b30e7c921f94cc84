import path from "node:path"
import { z } from "zod"
import { collections } from "../schema/collections"
import * as documents from "../schema/documents"
import { FACT_NAMES } from "../facts"
import { PIECE_PICTURES } from "../commissions/piece-pictures"
import { defOf } from "./zod-walk"
import { peel, checksOf, messageOf, stringPattern, numberOptions, minItems } from "./decap-field-rules"

/*
 * Decap CMS's config (served as /admin/config.yml), generated from the same Zod
 * schemas the validator uses: every required flag, pattern, length limit, enum
 * and hint below is read from them, so the form, the JSON Schemas and
 * `npm run check:content` say the same thing. `npm run schemas` writes it; a
 * unit test fails when the committed file is stale.
 */

/** decap-server's port for `npm run cms` and the browser test (Decap's own default). */
export const CMS_PROXY_PORT = 8081
/** Where the generated config is committed; scripts/cms/build-admin.ts copies it next to the admin page. */
export const CMS_CONFIG_FILE = "admin/config.yml"

type Field = Record<string, unknown> & { name: string; label: string; widget: string }

// Keys whose strings are paragraphs rather than one line: they get a multi-line box.
const LONG_TEXT = new Set([
  "lead",
  "description",
  "body",
  "quote",
  "text",
  "defaultMessage",
  "blurb",
  "appointmentNote",
  "unavailable",
  "noscript",
  "subheading",
  "message",
  "paragraph",
])

const LABELS: Record<string, string> = {
  seo: "SEO",
  cta: "Button",
  primaryCta: "Main button",
  secondaryCta: "Second button",
  e164: "E.164 number",
  src: "Picture",
  alt: "Alt text",
  to: "Link",
  faq: "FAQ",
  tallyFormId: "Tally form id",
  metaPixelId: "Meta pixel id",
  tiktokPixelId: "TikTok pixel id",
  siteUrl: "Site URL",
  whatsapp: "WhatsApp",
  url: "URL",
  social: "Social profiles",
  items: "Questions",
  answer: "Answer paragraphs",
  intro: "Introduction",
}

const SUMMARY_KEYS = ["question", "title", "heading", "label", "network", "path", "id", "name"]

const placeholderNames = FACT_NAMES

const PLACEHOLDER_NOTE =
  `Copy may name business facts instead of restating them: ${placeholderNames.map(n => `{${n}}`).join(", ")}, ` +
  "and the promises in Site settings › Policies as {policy.<id>}. The build fills them in; an unknown name is refused."

const humanise = (key: string) => {
  if (LABELS[key]) return LABELS[key]
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const singular = (label: string) => label.replace(/ies$/, "y").replace(/s$/, "").toLowerCase()

/** The Decap field for one key of a Zod object. */
function fieldFor(name: string, schema: z.ZodType, contentDir: string, parent?: string): Field {
  const { inner, optional, description, title } = peel(schema)
  const def = defOf(inner) as ReturnType<typeof defOf> & { entries?: Record<string, string> }
  const label = title ?? humanise(name)
  const base: Record<string, unknown> = { name, label }
  const hints = description ? [description] : []
  if (optional) base.required = false
  else if (parent) {
    // Decap 3.16 validates the fields of an optional object even when the object is left out (a page
    // without a second button could not be saved), so they are optional in the form; the content
    // check still refuses a half-filled one.
    base.required = false
    hints.push(`Needed when the ${parent} is used.`)
  }

  const finish = (widget: string, extra: Record<string, unknown> = {}): Field => {
    if (widget === "text") hints.push("May contain {placeholders} (see above).")
    return { ...base, widget, ...extra, ...(hints.length > 0 ? { hint: hints.join(" ") } : {}) } as Field
  }

  switch (def.type) {
    case "string": {
      // Picture paths (a File in GraphQL) get Decap's media library, which writes the relative path.
      if ((z.globalRegistry.get(inner) as { graphql?: string } | undefined)?.graphql?.startsWith("File"))
        return finish("image", { choose_url: false })
      const pattern = stringPattern(inner, contentDir)
      // A heading's or a label's limit (fields.ts LIMITS) is shown before the editor reaches it.
      const limit = checksOf(inner).find(check => check.check === "max_length")
      if (limit && !checksOf(inner).some(check => check.check === "min_length" && (check.minimum ?? 0) > 1))
        hints.push(
          `At most ${limit.maximum} characters: ${messageOf(limit)?.replace(/^.*\((.*)\)$/, "$1") ?? "what its place holds"}.`
        )
      return finish(LONG_TEXT.has(name) ? "text" : "string", pattern ? { pattern } : {})
    }
    case "enum":
      return finish("select", { options: Object.values(def.entries ?? {}) })
    case "boolean":
      return finish("boolean", { default: false })
    case "number":
      return finish("number", numberOptions(inner))
    case "object":
      return finish("object", {
        fields: fieldsOf(inner, contentDir, optional ? label.toLowerCase() : undefined),
      })
    case "array": {
      const element = peel(def.element as z.ZodType).inner
      const min = minItems(inner)
      const list = { ...(min ? { min } : {}) }
      const elementDef = defOf(element) as ReturnType<typeof defOf> & { entries?: Record<string, string> }
      if (elementDef.type === "enum")
        return finish("select", { multiple: true, options: Object.values(elementDef.entries ?? {}), ...list })
      const itemLabel = singular(label)
      if (elementDef.type === "object") {
        const fields = fieldsOf(element, contentDir)
        const summaryKey = SUMMARY_KEYS.find(key => fields.some(f => f.name === key)) ?? fields[0].name
        return finish("list", {
          label_singular: itemLabel,
          summary: name === "periods" ? "{{fields.opens}}–{{fields.closes}}" : `{{fields.${summaryKey}}}`,
          fields,
          ...list,
        })
      }
      const itemName = name === "body" || name === "intro" || name === "answer" ? "paragraph" : itemLabel
      const field = fieldFor(itemName.replace(/\s+/g, "-"), element, contentDir)
      return finish("list", {
        label_singular: itemName,
        field: { ...field, label: humanise(itemName) },
        ...list,
      })
    }
    default:
      throw new Error(`cms-config: no Decap widget for a Zod ${def.type} at "${name}"`)
  }
}

function fieldsOf(schema: z.ZodType, contentDir: string, optionalParent?: string): Field[] {
  const shape = defOf(peel(schema).inner).shape ?? {}
  return Object.entries(shape).map(([key, value]) => fieldFor(key, value, contentDir, optionalParent))
}

const baseName = (pattern: string) => path.posix.basename(pattern, ".yaml")

/** A folder of pages (legal, guides): one page per file, a new file a new page at its prefix + slug. */
function folderCollection(
  collection: (typeof collections)[number],
  labels: {
    name: string
    label: string
    singular: string
    note: string
    titleField?: string
    /** Where its pictures go, from the entry's file (Decap's template tags allowed). */
    mediaFolder?: string
  },
  contentDir: string
) {
  const prefix = "routePrefix" in collection ? collection.routePrefix : "/"
  const mediaFolder = labels.mediaFolder ?? "../images"
  return {
    name: labels.name,
    label: labels.label,
    label_singular: labels.singular,
    description: `One page per file, at ${prefix}<slug>/. ${labels.note} ${PLACEHOLDER_NOTE}`,
    folder: `content/${path.posix.dirname(collection.pattern)}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    identifier_field: "slug",
    slug: "{{fields.slug}}",
    summary: `{{${labels.titleField ?? "heading"}}} (${prefix}{{slug}}/)`,
    media_folder: mediaFolder,
    public_folder: mediaFolder,
    fields: fieldsOf(collection.schema, contentDir),
  }
}

const LINK_NOTE = "In paragraphs, [Contact Us](/contact-us/) makes a link."

/** The whole Decap config, as plain data (written as YAML by `npm run schemas`). */
export function cmsConfig(contentDir = path.resolve("content")): Record<string, unknown> {
  const pages = collections.filter(c => c.pattern.startsWith("pages/"))
  const legal = collections.find(c => c.pattern === "legal/*.yaml")
  const guides = collections.find(c => c.pattern === "guides/*.yaml")
  const data = collections.filter(c => c.pattern.startsWith("data/"))
  const site = collections.find(c => c.pattern === "site.yaml")
  const commissions = collections.find(c => c.pattern === "commissions/*.yaml")
  if (!legal || !guides || !commissions || !site)
    throw new Error("cms-config: collections.ts has no legal, guides or commissions folder or site.yaml")
  const siteDescription = (
    z.globalRegistry.get(documents.siteSettings) as { description?: string } | undefined
  )?.description

  return {
    backend: {
      // No repo here: scripts/cms/build-admin.ts adds the one the site is built from (scripts/cms/deployment.ts).
      name: "github",
      // decap-server refuses a branch that does not exist locally; Decap's default is "master".
      branch: "main",
      squash_merges: true,
    },
    // Used when the admin is opened on localhost and `npm run cms` (decap-server) answers.
    local_backend: {
      url: `http://127.0.0.1:${CMS_PROXY_PORT}/api/v1`,
      allowed_hosts: ["localhost", "127.0.0.1"],
    },
    // Every change is a branch and a pull request.
    publish_mode: "editorial_workflow",
    // Required at the top; each collection overrides both with a path relative to its files, so a
    // page writes ../images/name.jpg (what gatsby-plugin-image resolves) and site.yaml images/name.jpg.
    media_folder: "content/images",
    public_folder: "../images",
    show_preview_links: false,
    collections: [
      {
        name: "settings",
        label: "Site settings",
        description: `${siteDescription ?? ""} ${PLACEHOLDER_NOTE}`.trim(),
        extension: "yaml",
        format: "yaml",
        files: [
          {
            name: baseName(site.pattern),
            label: "Business facts (site.yaml)",
            file: `content/${site.pattern}`,
            media_folder: "images",
            public_folder: "images",
            fields: fieldsOf(site.schema, contentDir),
          },
        ],
      },
      {
        name: "pages",
        label: "Pages",
        description: PLACEHOLDER_NOTE,
        extension: "yaml",
        format: "yaml",
        media_folder: "../images",
        public_folder: "../images",
        files: pages.map(page => ({
          name: baseName(page.pattern),
          label: `${humanise(baseName(page.pattern).replace(/-/g, " "))} page${"route" in page ? ` (${page.route})` : ""}`,
          file: `content/${page.pattern}`,
          fields: fieldsOf(page.schema, contentDir),
        })),
      },
      folderCollection(
        legal,
        { name: "legal", label: "Legal pages", singular: "Legal page", note: LINK_NOTE },
        contentDir
      ),
      folderCollection(
        guides,
        {
          name: "guides",
          label: "Guides",
          singular: "Guide",
          note: `A new file is a new guide, listed on /guides/. ${LINK_NOTE}`,
        },
        contentDir
      ),
      folderCollection(
        commissions,
        {
          name: "commissions",
          label: "Commissions",
          singular: "Commission",
          titleField: "title",
          // A folder per piece: Decap loads every file of an entry's media folder each time the entry
          // opens (and the preview's site settings with it), so a shared folder grows with the atelier.
          // By the slug as typed, which names a new piece's file too: Decap knows no file name for a piece
          // not yet saved, and writes the pictures' paths when they are chosen.
          mediaFolder: `../${PIECE_PICTURES}/{{slug}}`,
          note: "A new file is a new piece, listed on /commissions/ (newest first) and on a filter page for each of its metal, stone, shape, setting and budget. Fill in its slug before its pictures: they go into a folder named by it. Quote a couple only with their consent, and tick consent.",
        },
        contentDir
      ),
      {
        name: "data",
        label: "Data",
        description:
          "Tables the pages draw from. The ring-size table feeds the ring-size guide's table and converter, and the printable ring sizer drawn at every build. The price bands are the budgets /commissions/ shows and each piece names.",
        extension: "yaml",
        format: "yaml",
        files: data.map(table => ({
          name: baseName(table.pattern),
          label: `${humanise(baseName(table.pattern).replace(/-/g, " "))} (${table.pattern})`,
          file: `content/${table.pattern}`,
          description: (z.globalRegistry.get(table.schema) as { description?: string } | undefined)
            ?.description,
          fields: fieldsOf(table.schema, contentDir),
        })),
      },
    ],
  }
}

/** Top-level keys in schema order: how the house YAML style orders a file (and Decap's `sortedKeys`). */
export function topLevelKeys(relativePath: string): string[] {
  const collection = collections.find(c =>
    c.pattern.endsWith("/*.yaml")
      ? relativePath.startsWith(c.pattern.slice(0, -"*.yaml".length))
      : c.pattern === relativePath
  )
  return collection ? Object.keys(defOf(collection.schema).shape ?? {}) : []
}
