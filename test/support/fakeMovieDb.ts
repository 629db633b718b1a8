import { sendJson, startFakeService } from './fakeService'

/** The genres, titles and details the fake knows, in The Movie Database's v3 answer shapes. */
const genres = [
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 878, name: 'Science Fiction' },
]
const movies = [
  { id: 101, title: 'The Quiet Orbit', imdb_id: 'tt0000101', overview: 'A lighthouse keeper on the Moon.', poster_path: '/orbit.jpg' },
  { id: 102, title: 'Paper Boats', imdb_id: 'tt0000102', overview: 'Two rivals race origami boats.', poster_path: '/boats.jpg' },
]

/**
 * A local stand-in for The Movie Database's API (the routes the movie-recommendation bot calls):
 * genres, trending and discovered movies, one movie's details; any other key than `apiKey` is
 * refused with TMDB's 401 answer.
 */
export async function startFakeMovieDb(apiKey: string) {
  return startFakeService((request, res) => {
    const url = new URL(request.url, 'http://tmdb.local')
    if (url.searchParams.get('api_key') !== apiKey) return sendJson(res, 401, { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false })
    if (url.pathname === '/3/genre/movie/list') return sendJson(res, 200, { genres })
    if (url.pathname === '/3/trending/movie/week' || url.pathname === '/3/discover/movie')
      return sendJson(res, 200, { page: 1, results: movies.map(({ id, title }) => ({ id, title })), total_pages: 1, total_results: movies.length })
    const movie = movies.find(({ id }) => url.pathname === `/3/movie/${id}`)
    if (movie) return sendJson(res, 200, movie)
    sendJson(res, 404, { status_code: 34, status_message: 'The resource you requested could not be found.', success: false })
  })
}
