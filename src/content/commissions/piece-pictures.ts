/*
 * Where a commission's pictures live: a folder of its own under content/, named as its file is
 * (content/commissions/<slug>.yaml: a new piece's file is named by its slug). The CMS
 * uploads there (cms-config.ts) and the content check refuses a piece's picture anywhere else,
 * because Decap reads every file of an entry's media folder each time the entry opens: one shared
 * folder would have every page of the CMS load every piece's pictures, more with each piece.
 */

/** The folder of all pieces' folders, from content/. */
export const PIECE_PICTURES = "images/commissions"

/** A piece's own folder, from content/, by its file's name without .yaml. */
export const piecePictureFolder = (name: string) => `${PIECE_PICTURES}/${name}`
