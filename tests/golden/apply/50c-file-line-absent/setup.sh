printf 'keep\nremove me\nkeep2\nremove me\n' > byline
printf 'a\nexport PROXY=1\nb\n' > bymatch
printf 'opt=1\nx\nopt=2\n' > multi
printf 'opt=1\nopt=2\n' > toomany
printf 'opt=1\n' > ignored
