printf 'src\n' > src.txt
