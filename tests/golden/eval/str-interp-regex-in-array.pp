notice([/a+/, /b\/c/])
