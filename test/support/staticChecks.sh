#!/bin/sh
# Types and lint side by side: each is mostly one core's work, and CI has two.
npm run -s typecheck &
types=$!
npm run -s lint
lint=$?
wait $types
types=$?
[ $types -eq 0 ] && [ $lint -eq 0 ]
