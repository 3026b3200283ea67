printf '# lines\nkeep: 1\nold: 2\nstale: 3\n' > pp_lines.conf
